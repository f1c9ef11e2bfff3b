import { createRoute } from '@tanstack/react-router';
import { PrivacyPolicyScreen } from '../features/pages/privacy-policy-screen';
import { rootRoute } from './__root';

export const privacyPolicyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/privacy-policy', component: PrivacyPolicyScreen });
