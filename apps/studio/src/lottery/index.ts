// The lottery domain core: draw structures, stations and schedules, the bet-type catalogue with exact RTP, tickets,
// settlement, liability, the result state machine, provably fair fast draws, chase bets and number frequencies.
// Pure: no I/O, no clock (instants are passed in), runs in Node and the browser. See docs/lottery.md.
export * from './bet-types';
export * from './chase';
export * from './fast-draw';
export * from './frequency';
export * from './games';
export * from './liability';
export * from './result-state';
export * from './rtp';
export * from './schedule';
export * from './settle';
export * from './stations';
export * from './structures';
export * from './ticket';
