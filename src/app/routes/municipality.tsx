import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

/** One municipality's page, `/municipalities/CPT`: the screen checks the code and says when no municipality has it. */
export const municipalityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/municipalities/$code',
  component: lazyScreen(() => import('../../features/municipalities/municipality-screen'), 'MunicipalityScreen'),
});
