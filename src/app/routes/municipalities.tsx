import { createRoute } from '@tanstack/react-router';
import { validateBoardSearch } from '../../domain/municipalities/board-search';
import { rootRoute } from './__root';
import { lazyScreen } from './lazy-screen';

export const municipalitiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/municipalities',
  validateSearch: validateBoardSearch,
  component: lazyScreen(() => import('../../features/municipalities/municipalities-screen'), 'MunicipalitiesScreen'),
});
