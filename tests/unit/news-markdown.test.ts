// Article bodies are rendered and sanitised on the server: what the client shows as HTML can carry
// no script, no event handler and no javascript: link, whatever the Markdown (or HTML) says.
import { describe, expect, test } from 'vitest';
import { renderMarkdown, sanitizeArticleHtml } from '@server/modules/news/markdown';

describe('renderMarkdown', () => {
  test('keeps the formatting an article needs; the h1 becomes h2 (the title is the page h1)', () => {
    const html = renderMarkdown(
      '# Título\n\n**forte** e *ênfase*\n\n- um\n- dois\n\n> citação\n\n[partida](/match/12)',
    );
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<strong>forte</strong> e <em>ênfase</em>');
    expect(html).toContain('<ul>\n<li>um</li>\n<li>dois</li>\n</ul>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="/match/12">partida</a>');
  });

  test('script tags are never HTML', () => {
    const html = renderMarkdown('Olá <script>alert(1)</script>\n\n<script src="https://x.y/z.js"></script>');
    expect(html).not.toMatch(/<script/i);
  });

  test('on* handlers do not survive, as raw HTML or as an image', () => {
    const html = renderMarkdown(
      '<img src=x onerror=alert(1)>\n\n<div onclick="alert(1)">x</div>\n\n![a](https://a.com/i.png)',
    );
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).toContain('<img src="https://a.com/i.png" alt="a" />');
  });

  test('javascript:, vbscript: and data: links are not links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const html = renderMarkdown(`[clique](${href})`);
      expect(html).not.toMatch(/href="(?!https?:|\/)/i);
      expect(html).not.toMatch(/<script/i);
    }
  });

  test('external links open in a new tab without access to the page', () => {
    expect(renderMarkdown('[site](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
  });
});

describe('sanitizeArticleHtml (the second wall)', () => {
  test('removes scripts, handlers, javascript: hrefs, styles and iframes', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="x()" style="color:red">a<script>b()</script><a href="javascript:alert(1)">l</a>' +
        '<a href=" javascript:alert(1)">m</a><iframe src="https://evil"></iframe><img src="http://x/y.png" onerror="z"></p>',
    );
    expect(html).toBe('<p>a<a>l</a><a>m</a></p>');
  });

  test('keeps safe links and https images', () => {
    expect(sanitizeArticleHtml('<a href="https://a.com/x">x</a><img src="https://a.com/i.png" alt="i">')).toBe(
      '<a href="https://a.com/x" target="_blank" rel="noopener noreferrer nofollow">x</a><img src="https://a.com/i.png" alt="i" />',
    );
  });
});
