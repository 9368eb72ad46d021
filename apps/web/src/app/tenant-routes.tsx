import type { CompanyPublicDetail } from '@hondana/contract';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { PAYMENT_ROUTES } from '../features/orders/order-paths.ts';
import type { PlaceholderTopic } from '../features/placeholders/PlaceholderPage.tsx';
import {
  HomeDetailLayout,
  HomeLayout,
  HomeNoSidebarLayout,
  HomeSearchDetailLayout,
  HomeSearchLayout,
  NoLayout,
  PublicSearchLayout,
  UnauthenticatedLayout,
  ViewOnlineLayout,
} from '../layouts/layouts.tsx';
import { TenantSessionRoot } from '../session/SessionRoot.tsx';
import { CatchAllPage } from './CatchAllPage.tsx';
import {
  NotForOpenTenants,
  RequireLogin,
  RequireLoginByAccessMode,
  RequireSubscriptionsShown,
} from './guards.tsx';
import {
  CardReturnPage,
  ConfirmEmailPage,
  ConfirmRegistrationPage,
  ContentRoute,
  ForgotPasswordPage,
  HomePage,
  LoginPage,
  MemberPaymentConfirmPage,
  MemberPaymentProcessingPage,
  OrderConfirmPage,
  OrderEntryPage,
  PaymentErrorPage,
  PaymentHistoryPage,
  PlaceholderPage,
  PlanDetailPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  SearchRoute,
  ShareDetailPage,
  SubscriptionPage,
  ThankYouPage,
  UndoEmailChangePage,
  UnlockAccountPage,
  ViewerPage,
} from './lazy-pages.tsx';

export { PAYMENT_ROUTES };

const page = (topic: PlaceholderTopic) => <PlaceholderPage topic={topic} />;

/** Routes that need no login and no layout: a share link's detail and viewer. */
const contentRoutes = (
  <Route element={<NoLayout />}>
    <Route path="content/:contentToken" element={<ShareDetailPage />} />
    <Route path="direct-view/:viewToken" element={<ViewerPage />} />
  </Route>
);

const shared = (
  <>
    <Route path="404" element={<NotFoundPage />} />
    <Route path="*" element={<CatchAllPage />} />
  </>
);

/**
 * Every route of the portal, relative to the tenant's base path, under the session's root route
 * (restore from the cookie, reauthorize, forced logout). Declarative routes (`<Routes>`): the data
 * router's loaders and actions are not used, and its code is a third of react-router.
 */
export function TenantRoutes({ company }: { company: CompanyPublicDetail }) {
  return (
    <Routes>
      <Route element={<TenantSessionRoot />}>{portalRoutes(company)}</Route>
    </Routes>
  );
}

function portalRoutes(company: CompanyPublicDetail) {
  // The no-layout company setting serves only the content routes.
  if (company.noLayout)
    return (
      <>
        {contentRoutes}
        {shared}
      </>
    );
  return (
    <>
      <Route element={<NotForOpenTenants />}>
        <Route element={<UnauthenticatedLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forget-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="confirm-email" element={<ConfirmEmailPage />} />
          <Route path="confirm-email/:token" element={<ConfirmEmailPage />} />
          <Route path="confirm-registration" element={<ConfirmRegistrationPage />} />
          <Route path="undo-email-change" element={<UndoEmailChangePage />} />
          <Route path="unlock-account" element={<UnlockAccountPage loginPath="/login" />} />
        </Route>
      </Route>
      <Route element={<PublicSearchLayout />}>
        <Route path="search" element={<SearchRoute />} />
        <Route path="search/:contentId" element={<ContentRoute />} />
      </Route>
      {contentRoutes}
      <Route element={<ViewOnlineLayout />}>
        <Route path="view-online/:id/:contentGroupId" element={<ViewerPage />} />
        <Route path="view-online/:id" element={<ViewerPage />} />
      </Route>
      <Route element={<RequireLoginByAccessMode />}>
        <Route element={<HomeLayout />}>
          <Route index element={<HomePage />} />
        </Route>
        <Route element={<HomeSearchLayout />}>
          <Route path="home-search" element={<SearchRoute />} />
          <Route path="home-search/:contentGroupId" element={<SearchRoute />} />
        </Route>
        <Route element={<HomeSearchDetailLayout />}>
          <Route path="home-search/:contentGroupId/:contentId" element={<ContentRoute />} />
        </Route>
      </Route>
      <Route element={<RequireLogin />}>
        <Route element={<HomeNoSidebarLayout />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="notifications" element={page('notifications')} />
          <Route path="order-entry/:subscriptionId" element={<OrderEntryPage />} />
          <Route path="order-entry/:subscriptionId/confirm" element={<OrderConfirmPage />} />
          <Route path={PAYMENT_ROUTES.memberProcessing.slice(1)} element={<MemberPaymentProcessingPage />} />
          <Route path={PAYMENT_ROUTES.memberConfirm.slice(1)} element={<MemberPaymentConfirmPage />} />
          <Route path={PAYMENT_ROUTES.cardConfirm.slice(1)} element={<CardReturnPage />} />
          <Route path="thank-you" element={<ThankYouPage />} />
          <Route element={<RequireSubscriptionsShown />}>
            <Route path="subscription" element={<SubscriptionPage />} />
            <Route path="subscription/payments" element={<PaymentHistoryPage />} />
          </Route>
        </Route>
      </Route>
      <Route element={<RequireSubscriptionsShown />}>
        <Route element={<HomeDetailLayout />}>
          <Route path="subscription/:subscriptionId" element={<PlanDetailPage />} />
        </Route>
      </Route>
      <Route path={PAYMENT_ROUTES.memberError.slice(1)} element={<PaymentErrorPage />} />
      <Route path="user" element={<Navigate to="/profile" replace />} />
      {shared}
    </>
  );
}
