/**
 * Typography of an article's HTML from the server (h2-h4, lists, quotes, tables, links): the news
 * article page and the admin editor's preview use these one set of styles, so the preview shows the
 * article as readers will see it.
 */
export const ARTICLE_BODY_CLASS = [
  'text-[15px] leading-7 text-text md:text-base',
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-info [&_a]:underline [&_a]:underline-offset-2 [&_em]:text-text-muted',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-text-muted',
  '[&_img]:my-4 [&_img]:rounded-lg [&_img]:max-w-full [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1',
  '[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:py-1 [&_th]:text-left [&_td]:border-b [&_td]:border-border [&_td]:py-1',
].join(' ');
