import { z } from 'zod';
import {
  accountTypes,
  domainTypes,
  languages,
  pageAccessModes,
  paymentGatewayKinds,
  socialLoginOptions,
} from '../enums.ts';
import { textTranslationsSchema } from './translations.ts';

/**
 * What the reader's browser needs to tokenise a card (public values only): the first gateway's token API
 * and its public key, or the second gateway's token script and shop id.
 */
export const cardTokenizerSchema = z.discriminatedUnion('kind', [
  /** POST the card to `url` with `publicKey` as its token_api_key. */
  z.object({ kind: z.literal('token_api'), url: z.string(), publicKey: z.string() }),
  /** Load the script at `url`, init it with `shopId`, then getToken. */
  z.object({ kind: z.literal('token_script'), url: z.string(), shopId: z.string() }),
]);
export type CardTokenizer = z.infer<typeof cardTokenizerSchema>;

/** What any visitor may know about a tenant: GET /company/public/get-detail. Never holds secrets. */
export const companyPublicDetailSchema = z.object({
  companyId: z.number().int(),
  serviceId: z.number().int(),
  companyName: z.string(),
  customName: z.string().nullable(),
  serviceName: z.string(),
  titlePage: z.string().nullable(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  gtmId: z.string().nullable(),
  accountType: z.enum(accountTypes),
  domainType: z.enum(domainTypes),
  domain: z.string(),
  path: z.string(),
  paths: z.array(z.string()),
  loginByIpAddress: z.boolean(),
  autoLoginByIp: z.boolean(),
  showSubscriptionStatus: z.boolean(),
  isShowLinkRegisterUser: z.boolean(),
  allowRegistration: z.boolean(),
  allowForgotPassword: z.boolean(),
  isAutoRegisterAccountAtLogin: z.boolean(),
  serviceCode: z.string().nullable(),
  titleOfEmailField: z.string().nullable(),
  titleOfEmailFieldTranslations: textTranslationsSchema.optional(),
  titleOfPasswordField: z.string().nullable(),
  titleOfPasswordFieldTranslations: textTranslationsSchema.optional(),
  isEnableWebMobile: z.boolean(),
  strictPassword: z.boolean(),
  googleLogin: z.enum(socialLoginOptions),
  microsoftLogin: z.enum(socialLoginOptions),
  paymentGateway: z.enum(paymentGatewayKinds).nullable(),
  /** null: no card gateway (or none reachable); absent where the detail is embedded in another answer. */
  cardTokenizer: cardTokenizerSchema.nullable().optional(),
  /** settingLogin: 1 no login required, 2 login required for every page, 3 login required to view a book. */
  pageAccessMode: z.union(pageAccessModes.map((v) => z.literal(v))),
  noLayout: z.boolean(),
  /** Download mode: the view-book button asks for the download object and an app keeps an encrypted copy. */
  downloadMode: z.boolean(),
  defaultLanguage: z.enum(languages),
  languages: z.array(z.enum(languages)),
  body: z.object({ companyId: z.number().int(), serviceAdminId: z.number().int().nullable() }),
});
export type CompanyPublicDetail = z.infer<typeof companyPublicDetailSchema>;
