/** Method and path of the game catalogue and game-page operations (spread into API). */
export const GAMES_API = {
  getGameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList' },
  getHotGames: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2' },
  getVassGameType: { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType' },
  getFavoriteGames: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames' },
  getFavoriteGamesList: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList' },
  addFavoriteGame: { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2' },
  removeFavoriteGame: { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2' },
  getRecentGames: { method: 'GET', path: '/wps/relay/GCS_recentGame' },
  getRoomList: { method: 'GET', path: '/wps/relay/GLS2_roomList' },
  getLotteryMenus: { method: 'GET', path: '/lgw/games/game_menus' },
  getPopularLottery: { method: 'GET', path: '/lgw/games/popular' },
  launchGame: { method: 'GET', path: '/wps/game/launchGame' },
  gameTrialLaunch: { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch' },
  gameLaunchFB: { method: 'GET', path: '/wps/relay/GCS_gameLaunchFB' },
  getWinnerBoard: { method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard' },
  getPersonalHistory: { method: 'GET', path: '/wps/relay/ODSFE2_getPersonalHistory' },
} as const;
