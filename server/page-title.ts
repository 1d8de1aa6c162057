/** Text as HTML writes it inside an element. */
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's HTML with `title` as its <title> (each page its own, in the HTML the server
 * sends, for history and search results). A replacer function: a title holding `$&` stays as written.
 */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(title)}</title>`);
}
