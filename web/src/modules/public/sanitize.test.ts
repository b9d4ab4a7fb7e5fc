/** @jest-environment jsdom */
import { sanitizeHtml } from './sanitize';

describe('translated HTML', () => {
  it('keeps the formatting a translator writes', () => {
    expect(sanitizeHtml('<p>Hola <strong>mundo</strong></p>')).toBe('<p>Hola <strong>mundo</strong></p>');
    expect(sanitizeHtml('<a href="https://aikido.example">web</a>')).toBe(
      '<a href="https://aikido.example">web</a>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p onclick="alert(1)">b</p>')).toBe('<p>b</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">c</a>')).toBe('<a>c</a>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><style>*{}</style>d')).toBe('d');
  });
});
