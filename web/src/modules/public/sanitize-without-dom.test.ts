import { sanitizeHtml } from './sanitize';

// Under node there is no DOM to parse with: the text comes out bare rather than unchecked.
it('fails closed where there is no DOM', () => {
  expect(sanitizeHtml('<p onclick="x()">Hola <script>alert(1)</script>"y"</p>')).toBe(
    'Hola alert(1)&#34;y&#34;',
  );
});
