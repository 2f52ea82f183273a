import type { AppRoute } from '../../routing/routeTypes';
import { AcceptInvitationPage } from './AcceptInvitationPage';
import { ActivateUserPage } from './ActivateUserPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { SignupPasswordPage } from './SignupPasswordPage';
import { VerificationCodePage } from './VerificationCodePage';
import { WelcomePage } from './WelcomePage';

/** The /users area (spec §2), shown without the app layout. */
export const usersRoutes: AppRoute[] = [
  { path: '/users/welcome', element: <WelcomePage /> },
  { path: '/users/signin', element: <SignInPage /> },
  { path: '/users/signup', element: <SignUpPage /> },
  { path: '/users/signup/:clinicHash', element: <SignUpPage /> },
  { path: '/users/signup-password', element: <SignupPasswordPage /> },
  { path: '/users/verification-code', element: <VerificationCodePage /> },
  { path: '/users/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/users/reset-password', element: <ResetPasswordPage /> },
  { path: '/users/reset-password/:hash', element: <ResetPasswordPage /> },
  { path: '/users/activate-user', element: <ActivateUserPage /> },
  { path: '/users/activate-user/:hash', element: <ActivateUserPage /> },
  { path: '/users/accept-invitation', element: <AcceptInvitationPage /> },
];
