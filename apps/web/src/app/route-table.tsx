import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../lib/lazy-with-timeout';

/** full: header, footer and side bar; header: header only; bare: the page alone. */
export type LayoutKind = 'full' | 'header' | 'bare';

export type RouteEntry = {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  layout: LayoutKind;
  /** Banner group of the page; null shows no banner block. */
  banner: string | null;
  /** Pages that also show the announcement marquee. */
  marquee?: boolean;
};

const Home = lazyPage(() => import('./routes/home'), 'HomePage');
const Register = lazyPage(() => import('./routes/account-entry'), 'RegisterPage');
const Login = lazyPage(() => import('./routes/account-entry'), 'LoginPage');
const NoticePage = lazyPage(() => import('./routes/notice-page'), 'NoticePage');
const Help = lazyPage(() => import('./routes/help'), 'HelpPage');
const HelpMc = lazyPage(() => import('./routes/help'), 'HelpMcPage');
const Down = lazyPage(() => import('./routes/down'), 'DownPage');
const Join = lazyPage(() => import('./routes/join'), 'JoinPage');
const Sports = lazyPage(() => import('./routes/games'), 'SportsPage');
const Lottery = lazyPage(() => import('./routes/games'), 'LotteryPage');
const Games = lazyPage(() => import('./routes/games'), 'GamesPage');
const Live = lazyPage(() => import('./routes/games'), 'LivePage');
const Promotions = lazyPage(() => import('./routes/promotions'), 'PromotionsPage');
const PromoDetail = lazyPage(() => import('./routes/promotions'), 'PromoDetailPage');
const PointMall = lazyPage(() => import('./routes/upcoming'), 'PointMallPage');
const Seamless = lazyPage(() => import('./routes/games'), 'SeamlessPage');
const Elott = lazyPage(() => import('./routes/games'), 'ElottPage');
const FbSports = lazyPage(() => import('./routes/upcoming'), 'FbSportsPage');
const GameFrame = lazyPage(() => import('./routes/games'), 'GameFramePage');
const ResetPassword = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordPage');
const Vip = lazyPage(() => import('./routes/vip'), 'VipPage');
const NotFound = lazyPage(() => import('./routes/not-found'), 'NotFoundPage');

/** Every route of the portal. */
export const ROUTES: RouteEntry[] = [
  { path: '/', page: Home, layout: 'full', banner: 'w_home', marquee: true },
  { path: '/index.html', page: Home, layout: 'full', banner: 'w_home', marquee: true },
  { path: '/home', page: Home, layout: 'full', banner: 'w_home', marquee: true },
  { path: '/register', page: Register, layout: 'full', banner: 'w_home', marquee: true },
  { path: '/register.html', page: Register, layout: 'full', banner: 'w_home', marquee: true },
  { path: '/login', page: Login, layout: 'full', banner: 'w_home', marquee: true },
  { path: '/noticePage', page: NoticePage, layout: 'full', banner: null },
  { path: '/pointMall', page: PointMall, layout: 'full', banner: 'w_shop' },
  { path: '/sports', page: Sports, layout: 'full', banner: 'w_sports' },
  { path: '/esports', page: Sports, layout: 'full', banner: 'w_esports' },
  { path: '/lottery', page: Lottery, layout: 'bare', banner: null },
  { path: '/rng', page: Games, layout: 'full', banner: 'w_rng' },
  { path: '/fish', page: Games, layout: 'full', banner: 'w_fish' },
  { path: '/pvp', page: Games, layout: 'full', banner: 'w_pvp' },
  { path: '/elott', page: Elott, layout: 'full', banner: 'w_lott' },
  { path: '/live', page: Live, layout: 'full', banner: 'w_live' },
  { path: '/promotions', page: Promotions, layout: 'full', banner: 'w_promotion' },
  { path: '/promoDetail', page: PromoDetail, layout: 'full', banner: null },
  { path: '/seamless', page: Seamless, layout: 'bare', banner: null },
  { path: '/fbsports', page: FbSports, layout: 'header', banner: null },
  { path: '/help', page: Help, layout: 'full', banner: 'w_help' },
  { path: '/helpmc', page: HelpMc, layout: 'bare', banner: null },
  { path: '/down', page: Down, layout: 'full', banner: 'w_down' },
  { path: '/join', page: Join, layout: 'full', banner: null },
  { path: '/game', page: GameFrame, layout: 'header', banner: null },
  { path: '/resetPassword', page: ResetPassword, layout: 'full', banner: null },
  { path: '/vip', page: Vip, layout: 'full', banner: null },
  // The bare path: a game type, upper-cased, opens the games screen.
  { path: '/:games', page: Games, layout: 'full', banner: null },
  { path: '*', page: NotFound, layout: 'full', banner: null },
];

/** Paths a visitor may open when the brand requires login first: login, sign-up, help and recovery. */
export const GUARD_OPEN_PATHS = ['/login', '/register', '/register.html', '/helpmc', '/download', '/resetPassword'];
