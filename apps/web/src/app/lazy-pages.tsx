import { loadTextArea } from '../i18n/i18n.ts';
import { PageSkeleton } from '../shared/PageSkeleton.tsx';
import { lazyPage } from './lazy-page.tsx';

/**
 * Every page that is not needed to draw a tenant's frame, each its own chunk: the account pages a
 * signed-in reader never sees, the profile, and the placeholders of the heavy features to come (viewer,
 * search, payment). Pages under apps/web/src/features keep their named exports; only the import is lazy.
 */
export const LoginPage = lazyPage(() => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage));
export const RegisterPage = lazyPage(() =>
  import('../features/auth/RegisterPage.tsx').then((m) => m.RegisterPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
export const ConfirmEmailPage = lazyPage(() =>
  import('../features/auth/ConfirmEmailPage.tsx').then((m) => m.ConfirmEmailPage),
);
export const ConfirmRegistrationPage = lazyPage(() =>
  import('../features/auth/ConfirmRegistrationPage.tsx').then((m) => m.ConfirmRegistrationPage),
);
export const UnlockAccountPage = lazyPage(() =>
  import('../features/auth/UnlockAccountPage.tsx').then((m) => m.UnlockAccountPage),
);
export const UndoEmailChangePage = lazyPage(() =>
  import('../features/auth/UndoEmailChangePage.tsx').then((m) => m.UndoEmailChangePage),
);
/** The profile's texts are an area of their own (`accountPages`), fetched alongside its chunk. */
export const ProfilePage = lazyPage(() =>
  Promise.all([import('../features/profile/ProfilePage.tsx'), loadTextArea('accountPages')]).then(
    ([m]) => m.ProfilePage,
  ),
);
export const PaymentErrorPage = lazyPage(() =>
  import('../features/errors/PaymentErrorPage.tsx').then((m) => m.PaymentErrorPage),
);
/** The reader's purchase: a plan's page, the order entry and confirmation, the payment returns, thank you. */
const orderPages = () => import('../features/orders/order-pages.ts');
export const PlanDetailPage = lazyPage(() => orderPages().then((m) => m.PlanDetailPage));
export const OrderEntryPage = lazyPage(() => orderPages().then((m) => m.OrderEntryPage));
export const OrderConfirmPage = lazyPage(() => orderPages().then((m) => m.OrderConfirmPage));
export const CardReturnPage = lazyPage(() => orderPages().then((m) => m.CardReturnPage));
export const ThankYouPage = lazyPage(() => orderPages().then((m) => m.ThankYouPage));
export const MemberPaymentProcessingPage = lazyPage(() =>
  orderPages().then((m) => m.MemberPaymentProcessingPage),
);
export const MemberPaymentConfirmPage = lazyPage(() => orderPages().then((m) => m.MemberPaymentConfirmPage));
export const PaymentHistoryPage = lazyPage(() =>
  import('../features/payments/PaymentHistoryPage.tsx').then((m) => m.PaymentHistoryPage),
);
export const SubscriptionPage = lazyPage(() =>
  import('../features/subscriptions/SubscriptionPage.tsx').then((m) => m.SubscriptionPage),
);
export const PlaceholderPage = lazyPage(() =>
  import('../features/placeholders/PlaceholderPage.tsx').then((m) => m.PlaceholderPage),
);
/** The readers' catalogue: the home's shelves, group listings, content details, hashtag listings. */
/** The home's column is a viewport tall (the footer stays below the fold while shelves arrive): so is its stand-in. */
export const HomePage = lazyPage(
  () => import('../features/catalogue/HomePage.tsx').then((m) => m.HomePage),
  <div style={{ minHeight: '100vh' }}>
    <PageSkeleton />
  </div>,
);
export const GroupRoute = lazyPage(() =>
  import('../features/catalogue/catalogue-routes.tsx').then((m) => m.GroupRoute),
);
export const ContentRoute = lazyPage(() =>
  import('../features/catalogue/catalogue-routes.tsx').then((m) => m.ContentRoute),
);
export const SearchRoute = lazyPage(() =>
  import('../features/catalogue/catalogue-routes.tsx').then((m) => m.SearchRoute),
);
/**
 * The viewer page and the share link's detail: one chunk (with its texts, the `viewer` area); the PDF
 * and EPUB readers are chunks of their own below it, loaded by the kind of book.
 */
export const ViewerPage = lazyPage(() =>
  Promise.all([import('../features/viewer/ViewerPage.tsx'), loadTextArea('viewer')]).then(
    ([m]) => m.ViewerPage,
  ),
);
export const ShareDetailPage = lazyPage(() =>
  Promise.all([import('../features/viewer/ShareDetailPage.tsx'), loadTextArea('viewer')]).then(
    ([m]) => m.ShareDetailPage,
  ),
);
