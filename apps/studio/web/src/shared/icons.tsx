// Line icons for the game chrome, drawn inline so they take the button's colour (currentColor).

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  soundOn: 'M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12',
  soundOff: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6',
  history: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 102.5-6M3 4v4h4',
  fairness: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5',
  exit: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  info: 'M12 3a9 9 0 110 18 9 9 0 010-18zM12 11v6M12 7.5v.5',
  minus: 'M6 12h12',
  plus: 'M6 12h12M12 6v12',
  autoplay: 'M20 12a8 8 0 11-2.3-5.6M20 4v4h-4M10 9l5 3-5 3z',
  stop: 'M7 7h10v10H7z',
  spin: 'M19.5 13A7.5 7.5 0 116.2 7.2M19 3.5v4.5h-4.5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  check: 'M5 12.5l4.5 4.5L19 7',
  cross: 'M6 6l12 12M18 6L6 18',
} as const;

export type IconName = keyof typeof PATHS;

export const Icon = ({ name, size = 22 }: { name: IconName; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={PATHS[name]} />
  </svg>
);
