// Decision 015: the pages' Content-Security-Policy admits inline `<style>` elements by the response's nonce
// only. Libraries insert their own (sonner's toast styles, the dialogs' scroll lock): every `<style>` the
// page creates gets the nonce the server wrote into `<meta property="csp-nonce">`.

/** Gives each `<style>` element the document creates this page's nonce; nothing to do without one. */
export function adoptStyleNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (!nonce) return;
  const create = doc.createElement.bind(doc) as (tag: string, options?: ElementCreationOptions) => HTMLElement;
  doc.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const el = create(tag, options);
    if (tag.toLowerCase() === 'style') el.nonce = nonce;
    return el;
  }) as typeof doc.createElement;
}
