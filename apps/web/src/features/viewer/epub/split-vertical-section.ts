/**
 * A section set in vertical writing is one box as wide as all its columns: printed, it would be cut at
 * the page's edge (browsers do not break such a box across pages). It is split into page-sized copies,
 * block by block: a block that no longer fits starts the next copy. The copies are measured where they
 * stand (the print copy is laid out off screen), each `pageHeight` tall and as wide as the container.
 */
export function splitVerticalSection(host: HTMLElement, pageHeight: number): HTMLElement[] {
  const root = host.shadowRoot;
  const body = root?.querySelector<HTMLElement>('.epub-body');
  if (!root || !body || !getComputedStyle(host).writingMode.startsWith('vertical')) return [host];
  host.style.height = `${pageHeight}px`;
  host.style.width = '100%';
  const blocks = [...body.childNodes];
  const pages: HTMLElement[] = [host];
  let page = body;
  let pageHost = host;
  page.replaceChildren();
  for (const block of blocks) {
    page.append(block);
    if (page.childNodes.length === 1 || pageHost.scrollWidth <= pageHost.clientWidth + 1) continue;
    block.remove();
    const next = host.cloneNode(false) as HTMLElement;
    next.style.breakBefore = 'page';
    const nextRoot = next.attachShadow({ mode: 'open' });
    for (const node of root.childNodes) if (node !== body) nextRoot.append(node.cloneNode(true));
    const nextBody = body.cloneNode(false) as HTMLElement;
    nextRoot.append(nextBody);
    (pages.at(-1) as HTMLElement).after(next);
    pages.push(next);
    page = nextBody;
    pageHost = next;
    page.append(block);
  }
  return pages;
}
