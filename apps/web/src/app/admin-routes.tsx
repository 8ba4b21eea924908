import { ADMIN_PAGE_PATHS } from '@toko/contracts';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/** Admin screens set their own titles from the admin catalogue (`usePageTitle`). */
const adminHandle: RouteHandle = { ownTitle: true };

/** The admin area: its own lazily loaded chunks, never part of the public pages' JavaScript. */
export function adminRoute(): RouteObject {
  return {
    path: '/admin',
    lazy: () => import('./admin/admin-root').then((module) => ({ Component: module.AdminRoot })),
    children: [
      { index: true, element: <Navigate to={ADMIN_PAGE_PATHS.dashboard} replace /> },
      {
        path: ADMIN_PAGE_PATHS.login,
        handle: adminHandle,
        lazy: () =>
          import('@/features/admin-auth/components/login-page').then((module) => ({
            Component: module.LoginPage,
          })),
      },
      {
        path: ADMIN_PAGE_PATHS.invitation,
        handle: adminHandle,
        lazy: () =>
          import('./admin/invitation-route').then((module) => ({
            Component: module.InvitationRoute,
          })),
      },
      {
        lazy: () =>
          import('./admin/admin-layout').then((module) => ({ Component: module.AdminLayout })),
        children: [
          {
            path: ADMIN_PAGE_PATHS.dashboard,
            handle: adminHandle,
            lazy: () =>
              import('@/features/admin-dashboard/components/dashboard-page').then((module) => ({
                Component: module.DashboardPage,
              })),
          },
          {
            path: ADMIN_PAGE_PATHS.orders,
            handle: adminHandle,
            lazy: () =>
              import('@/features/admin-orders/components/orders-page').then((module) => ({
                Component: module.OrdersPage,
              })),
          },
          {
            path: ADMIN_PAGE_PATHS.orderDetail,
            handle: adminHandle,
            lazy: () =>
              import('./admin/order-detail-route').then((module) => ({
                Component: module.OrderDetailRoute,
              })),
          },
          {
            path: ADMIN_PAGE_PATHS.registrations,
            handle: adminHandle,
            lazy: () =>
              import('@/features/admin-registrations/components/registrations-page').then(
                (module) => ({ Component: module.RegistrationsPage }),
              ),
          },
          {
            path: ADMIN_PAGE_PATHS.notifications,
            handle: adminHandle,
            lazy: () =>
              import('@/features/admin-notifications/components/notifications-page').then(
                (module) => ({ Component: module.NotificationsPage }),
              ),
          },
          {
            path: ADMIN_PAGE_PATHS.staff,
            handle: adminHandle,
            lazy: () =>
              import('./admin/staff-route').then((module) => ({ Component: module.StaffRoute })),
          },
          {
            path: ADMIN_PAGE_PATHS.auditLog,
            handle: adminHandle,
            lazy: () =>
              import('./admin/audit-log-route').then((module) => ({
                Component: module.AuditLogRoute,
              })),
          },
          {
            path: ADMIN_PAGE_PATHS.accountSecurity,
            handle: adminHandle,
            lazy: () =>
              import('@/features/admin-auth/components/account-security-page').then((module) => ({
                Component: module.AccountSecurityPage,
              })),
          },
          {
            path: ADMIN_PAGE_PATHS.registrationDetail,
            handle: adminHandle,
            lazy: () =>
              import('./admin/registration-detail-route').then((module) => ({
                Component: module.RegistrationDetailRoute,
              })),
          },
        ],
      },
    ],
  };
}
