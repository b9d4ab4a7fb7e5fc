import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApolloSession } from './modules/api/ApolloSession';
import { i18n } from './modules/i18n/i18n';
import { AppRoutes } from './routes/AppRoutes';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ApolloSession>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloSession>
    </I18nextProvider>
  </StrictMode>,
);
