import type { CardTokenizer, CompanyPublicDetail, Language } from '@hondana/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import type { CardTokenSource } from './card/card-tokenisers.ts';

/** The price of a plan for this reader now and later, with the final confirmation text and a fresh order id. */
export function useOrderQuote(planId: number, couponCode: string | null, lang: Language) {
  return useQuery({
    queryKey: ['orders', 'quote', planId, couponCode, lang],
    queryFn: () =>
      callApi('orderQuote', {
        query: { subscription_plan_id: planId, coupon_code: couponCode ?? undefined, lang },
      }),
    enabled: Number.isInteger(planId) && planId > 0,
    retry: false,
    // A quote carries the order id of one purchase: never refreshed behind the reader's back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
}

/**
 * What the card form tokenises with, asked when the card page opens: the portal's settings cached with
 * the page do not carry it, and a company may have changed its gateway since.
 */
export function useCardTokenSource() {
  return useQuery({
    queryKey: ['orders', 'cardTokenizer'],
    queryFn: async () => cardTokenSourceOf(await callApi('companyPublicDetail')),
    staleTime: 60_000,
  });
}

/** The company's card gateway as the browser tokenises with it, or null (no card gateway). */
export function cardTokenSourceOf(
  company: Pick<CompanyPublicDetail, 'cardTokenizer'>,
): CardTokenSource | null {
  const tokenizer: CardTokenizer | null | undefined = company.cardTokenizer;
  if (!tokenizer) return null;
  return tokenizer.kind === 'token_api'
    ? { gateway: 'card', tokenApiUrl: tokenizer.url, tokenApiKey: tokenizer.publicKey }
    : { gateway: 'card_alt', tokenScriptUrl: tokenizer.url, shopId: tokenizer.shopId };
}
