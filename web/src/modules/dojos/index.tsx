import { AppRedirect } from '../../routes/AppRedirect';
import { lazyScreen, type WebModule } from '../../routes/webModule';

const DojosScreen = lazyScreen(() => import('./components/DojosScreen'), 'DojosScreen');

export const dojosModule = {
  name: 'dojos',
  server: 'dojos',
  sections: [
    {
      routes: [
        { path: 'dojos', element: () => <AppRedirect to="dojos/asoc_0" /> },
        { path: 'dojos/:scope/:idReg?', element: () => <DojosScreen /> },
      ],
      sidebar: { segment: 'dojos', to: 'dojos/asoc_0', label: 'web.shell.dojos', order: 30 },
    },
  ],
} satisfies WebModule;
