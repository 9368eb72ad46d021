/**
 * The portal's pages that hold or finish a card payment, after the tenant's path segment if any: the
 * order entry (the card form) and its confirmation, the 3-D Secure return, and the subscription page
 * (its change-card form). The server gives them the card pages' Content-Security-Policy (the card
 * gateways allowed, no tag manager); the web app enters them by a full page load and loads no tag manager
 * there. The plan detail `/subscription/:id` holds no card.
 */
const CARD_PAGE =
  /^\/(?:[^/?#]+\/)?(?:order-entry\/[^/?#]+(?:\/confirm)?|card-payment\/confirm|subscription)\/?(?:[?#]|$)/;

/** Whether the address (path, query allowed) is a card page. */
export const isCardPagePath = (url: string): boolean => CARD_PAGE.test(url);
