import { LoadingScreen } from '../components/LoaderOverlay';
import { lazyElement } from './lazyElement';
import type { AppRoute } from './routeTypes';
import { SignInPage as SignIn } from '../pages/users/SignInPage';

// Each page its own small chunk (lazyElement: no admin page states in the /users shell): the sign-in page downloads no sign-up form, no admin app.
const SignInPage = <SignIn />;
const SignUpPage = lazyElement(() => import('../pages/users/SignUpPage').then((m) => m.SignUpPage), <LoadingScreen />);
const ResetPasswordPage = lazyElement(() => import('../pages/users/ResetPasswordPage').then((m) => m.ResetPasswordPage), <LoadingScreen />);
const ActivateUserPage = lazyElement(() => import('../pages/users/ActivateUserPage').then((m) => m.ActivateUserPage), <LoadingScreen />);

/** The /users area (spec §2), shown without the app layout. */
export const usersRoutes: AppRoute[] = [
  { path: '/users/welcome', element: lazyElement(() => import('../pages/users/WelcomePage').then((m) => m.WelcomePage), <LoadingScreen />) },
  { path: '/users/signin', element: SignInPage },
  { path: '/users/signup', element: SignUpPage },
  { path: '/users/signup/:clinicHash', element: SignUpPage },
  { path: '/users/signup-password', element: lazyElement(() => import('../pages/users/SignupPasswordPage').then((m) => m.SignupPasswordPage), <LoadingScreen />) },
  { path: '/users/verification-code', element: lazyElement(() => import('../pages/users/VerificationCodePage').then((m) => m.VerificationCodePage), <LoadingScreen />) },
  { path: '/users/forgot-password', element: lazyElement(() => import('../pages/users/ForgotPasswordPage').then((m) => m.ForgotPasswordPage), <LoadingScreen />) },
  { path: '/users/reset-password', element: ResetPasswordPage },
  { path: '/users/reset-password/:hash', element: ResetPasswordPage },
  { path: '/users/activate-user', element: ActivateUserPage },
  { path: '/users/activate-user/:hash', element: ActivateUserPage },
  { path: '/users/accept-invitation', element: lazyElement(() => import('../pages/users/AcceptInvitationPage').then((m) => m.AcceptInvitationPage), <LoadingScreen />) },
];
