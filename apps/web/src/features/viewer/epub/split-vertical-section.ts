/**
 * A section set in vertical writing is one box as wide as all its columns: printed, it would be cut at
 * the page's edge (browsers do not break such a box across pages). It is split into page-sized copies:
 * nodes are placed one by one, a node that does not fit starts the next copy, a block too big for a
 * whole page is opened (its children placed in a copy of it, on as many pages as they need) and a text
 * too long for a page is cut where the page is full. The copies are measured where they stand (off
 * screen, but laid out), each `pageHeight` tall and as wide as their container.
 */
export function splitVerticalSection(host: HTMLElement, pageHeight: number): HTMLElement[] {
  const root = host.shadowRoot;
  const body = root?.querySelector<HTMLElement>('.epub-body');
  if (!root || !body || !getComputedStyle(host).writingMode.startsWith('vertical')) return [host];
  host.style.height = `${pageHeight}px`;
  host.style.width = '100%';
  const nodes = [...body.childNodes];
  body.replaceChildren();

  const pages: HTMLElement[] = [host];
  let pageHost = host;
  let pageBody = body;
  let pageHasContent = false;
  /** The elements being opened (originals), outermost first, and their copies on the current page. */
  const opened: Element[] = [];
  let openedCopies: Element[] = [];
  const fits = () => pageHost.scrollWidth <= pageHost.clientWidth + 1;
  const innermost = (): Node => openedCopies.at(-1) ?? pageBody;

  const newPage = () => {
    const next = host.cloneNode(false) as HTMLElement;
    next.style.breakBefore = 'page';
    const nextRoot = next.attachShadow({ mode: 'open' });
    for (const node of root.childNodes) if (node !== body) nextRoot.append(node.cloneNode(true));
    const nextBody = body.cloneNode(false) as HTMLElement;
    nextRoot.append(nextBody);
    pageHost.after(next);
    pages.push(next);
    pageHost = next;
    pageBody = nextBody;
    pageHasContent = false;
    let parent: Node = nextBody;
    openedCopies = opened.map((element) => {
      const copy = element.cloneNode(false) as Element;
      parent.appendChild(copy);
      parent = copy;
      return copy;
    });
  };

  const placeText = (text: Text) => {
    let rest: Text | null = text;
    while (rest) {
      innermost().appendChild(rest);
      if (fits()) {
        pageHasContent = true;
        return;
      }
      rest.remove();
      if (pageHasContent) {
        newPage();
        continue;
      }
      // Longer than a whole page: the longest start that fits stays, the rest goes on.
      let low = 1;
      let high = rest.length - 1;
      const probe = document.createTextNode('');
      innermost().appendChild(probe);
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        probe.data = rest.data.slice(0, middle);
        if (fits()) low = middle;
        else high = middle - 1;
      }
      probe.remove();
      const tail: Text = rest.splitText(Math.max(1, low));
      innermost().appendChild(rest);
      pageHasContent = true;
      newPage();
      rest = tail;
    }
  };

  const place = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) {
      innermost().appendChild(node);
      return;
    }
    innermost().appendChild(node);
    if (fits()) {
      pageHasContent = true;
      return;
    }
    (node as ChildNode).remove();
    if (pageHasContent) {
      newPage();
      innermost().appendChild(node);
      if (fits()) {
        pageHasContent = true;
        return;
      }
      (node as ChildNode).remove();
    }
    if (node.nodeType === Node.TEXT_NODE) return placeText(node as Text);
    if (
      node instanceof Element &&
      node.childNodes.length > 0 &&
      !/^(img|svg|video|table)$/i.test(node.localName)
    ) {
      const copy = node.cloneNode(false) as Element;
      innermost().appendChild(copy);
      opened.push(node);
      openedCopies.push(copy);
      for (const child of [...node.childNodes]) place(child);
      opened.pop();
      openedCopies.pop();
      return;
    }
    // A picture or table larger than a page: it gets a page of its own, cut at the page's edge.
    innermost().appendChild(node);
    pageHasContent = true;
  };

  for (const node of nodes) place(node);
  return pages;
}
