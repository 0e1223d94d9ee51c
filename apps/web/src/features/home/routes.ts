import type { ScreenRoute } from '../../ui/screen-routes';
import { HomePage } from './home-page';

/** Home: in the first bundle (issue 9), rendered by the server on a first visit. */
export const homeRoutes: ScreenRoute[] = [
  { path: '/', screen: HomePage, tab: true, ssr: { module: 'src/features/home/home-page.tsx' } },
];
