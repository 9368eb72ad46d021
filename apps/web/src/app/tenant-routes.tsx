import type { CompanyPublicDetail } from '@hondana/contract';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
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
  ConfirmEmailPage,
  ForgotPasswordPage,
  LoginPage,
  PaymentErrorPage,
  PlaceholderPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  UndoEmailChangePage,
} from './lazy-pages.tsx';

/** Payment routes are named by kind of provider (seed 000 §2 hides the real names). */
export const PAYMENT_ROUTES = {
  memberProcessing: '/member-payment/processing',
  memberConfirm: '/member-payment/confirm',
  memberError: '/member-payment/error',
  cardConfirm: '/card-payment/confirm',
} as const;

const page = (topic: PlaceholderTopic) => <PlaceholderPage topic={topic} />;

/** Routes that need no login and no layout: the viewer by token. */
const contentRoutes: RouteObject[] = [
  {
    element: <NoLayout />,
    children: [
      { path: 'content/:contentToken', element: page('viewer') },
      { path: 'direct-view/:viewToken', element: page('viewer') },
    ],
  },
];

const shared: RouteObject[] = [
  { path: '404', element: <NotFoundPage /> },
  { path: '*', element: <CatchAllPage /> },
];

/**
 * Every route of seed 000 §2, relative to the tenant's base path, under the session's root route
 * (restore from the cookie, reauthorize, forced logout).
 */
export function tenantRoutes(company: CompanyPublicDetail): RouteObject[] {
  return [{ element: <TenantSessionRoot />, children: portalRoutes(company) }];
}

function portalRoutes(company: CompanyPublicDetail): RouteObject[] {
  // The no-layout company setting serves only the content routes.
  if (company.noLayout) return [...contentRoutes, ...shared];
  return [
    {
      element: <NotForOpenTenants />,
      children: [
        {
          element: <UnauthenticatedLayout />,
          children: [
            { path: 'login', element: <LoginPage /> },
            { path: 'register', element: <RegisterPage /> },
            { path: 'forget-password', element: <ForgotPasswordPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'reset-password/:token', element: <ResetPasswordPage /> },
            { path: 'confirm-email', element: <ConfirmEmailPage /> },
            { path: 'confirm-email/:token', element: <ConfirmEmailPage /> },
            { path: 'undo-email-change', element: <UndoEmailChangePage /> },
          ],
        },
      ],
    },
    {
      element: <PublicSearchLayout />,
      children: [
        { path: 'search', element: page('search') },
        { path: 'search/:contentId', element: page('content') },
      ],
    },
    ...contentRoutes,
    {
      element: <ViewOnlineLayout />,
      children: [
        { path: 'view-online/:id/:contentGroupId', element: page('viewer') },
        { path: 'view-online/:id', element: page('viewer') },
      ],
    },
    {
      element: <RequireLoginByAccessMode />,
      children: [
        { element: <HomeLayout />, children: [{ index: true, element: page('home') }] },
        {
          element: <HomeSearchLayout />,
          children: [
            { path: 'home-search', element: page('search') },
            { path: 'home-search/:contentGroupId', element: page('group') },
          ],
        },
        {
          element: <HomeSearchDetailLayout />,
          children: [{ path: 'home-search/:contentGroupId/:contentId', element: page('content') }],
        },
      ],
    },
    {
      element: <RequireLogin />,
      children: [
        {
          element: <HomeNoSidebarLayout />,
          children: [
            { path: 'profile', element: <ProfilePage /> },
            { path: 'notifications', element: page('notifications') },
            { path: 'order-entry/:subscriptionId', element: page('orderEntry') },
            { path: PAYMENT_ROUTES.memberProcessing.slice(1), element: page('paymentProcessing') },
            { path: PAYMENT_ROUTES.memberConfirm.slice(1), element: page('paymentConfirm') },
            { path: PAYMENT_ROUTES.cardConfirm.slice(1), element: page('paymentConfirm') },
            { path: 'thank-you', element: page('thankYou') },
            {
              element: <RequireSubscriptionsShown />,
              children: [{ path: 'subscription', element: page('subscription') }],
            },
          ],
        },
      ],
    },
    {
      element: <RequireSubscriptionsShown />,
      children: [
        {
          element: <HomeDetailLayout />,
          children: [{ path: 'subscription/:subscriptionId', element: page('subscriptionDetail') }],
        },
      ],
    },
    { path: PAYMENT_ROUTES.memberError.slice(1), element: <PaymentErrorPage /> },
    { path: 'user', element: <Navigate to="/profile" replace /> },
    ...shared,
  ];
}
