import { type ScreenRoute, screen } from '../../ui/screen-routes';

const ArticlePage = screen(() => import('./article-page').then((m) => ({ default: m.ArticlePage })));
const HelpListPage = screen(() => import('./help-list-page').then((m) => ({ default: m.HelpListPage })));
const ServicePage = screen(() => import('./service-page').then((m) => ({ default: m.ServicePage })));
const MessagePage = screen(() => import('./message-page').then((m) => ({ default: m.MessagePage })));

/** The content screens (SPEC.md §2), each loaded on first visit. */
export const contentRoutes: ScreenRoute[] = [
  { path: '/info/:id', screen: ArticlePage, props: { titleKey: 'screens.article' } },
  { path: '/help/list', screen: HelpListPage },
  { path: '/help/:id', screen: ArticlePage, props: { titleKey: 'screens.help' } },
  { path: '/ServicePage', screen: ServicePage },
  { path: '/message', screen: MessagePage, members: true },
];
