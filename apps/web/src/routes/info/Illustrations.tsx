// Small decorative drawings for the packing page. Inline SVG rather than photos: no extra
// requests, no dependency on which product images a deployment has, and they scale to any width.
// They are aria-hidden; the <figcaption> next to each one carries the description.

const svgProps = {
  viewBox: '0 0 160 120',
  'aria-hidden': true,
  focusable: false,
  className: 'info-illustration',
} as const;

const MEAT_RED = '#c0392b';
const MEAT_DARK = '#6d2a2e';
const FAT = '#f3d9c8';
const COLD = '#dcecf7';
const STEEL = '#8a99a6';

function Meat({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M4 18c0-10 12-16 26-16s30 4 30 14-10 18-26 18S4 28 4 18z" fill={fill} />
      <path d="M14 14c8-4 22-4 30 0" stroke={FAT} strokeWidth="3" fill="none" strokeLinecap="round" />
    </g>
  );
}

export function ThermometerArt() {
  return (
    <svg {...svgProps}>
      <rect width="160" height="120" rx="12" fill={COLD} />
      <rect x="30" y="16" width="16" height="72" rx="8" fill="#fff" stroke={STEEL} strokeWidth="3" />
      <rect x="35" y="46" width="6" height="42" rx="3" fill="#2a6fb0" />
      <circle cx="38" cy="92" r="12" fill="#2a6fb0" stroke={STEEL} strokeWidth="3" />
      <text x="64" y="58" fontSize="24" fontWeight="700" fill="#1f3b57" fontFamily="system-ui, sans-serif">
        40°F
      </text>
      <text x="64" y="84" fontSize="16" fill="#1f3b57" fontFamily="system-ui, sans-serif">
        4°C
      </text>
      <g stroke="#2a6fb0" strokeWidth="3" strokeLinecap="round" transform="translate(130 30)">
        <line x1="0" y1="-12" x2="0" y2="12" />
        <line x1="-10" y1="-6" x2="10" y2="6" />
        <line x1="-10" y1="6" x2="10" y2="-6" />
      </g>
    </svg>
  );
}

export function CoolerShelvesArt() {
  const box = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="30" height="20" rx="2" fill="#c9a27a" stroke="#8c6a48" strokeWidth="2" />
      <rect x={x + 8} y={y + 6} width="14" height="6" fill="#fff" />
    </g>
  );
  return (
    <svg {...svgProps}>
      <rect width="160" height="120" rx="12" fill={COLD} />
      <rect x="14" y="12" width="132" height="98" rx="6" fill="#f7fbfe" stroke={STEEL} strokeWidth="3" />
      <line x1="18" y1="46" x2="142" y2="46" stroke={STEEL} strokeWidth="3" />
      <line x1="18" y1="80" x2="142" y2="80" stroke={STEEL} strokeWidth="3" />
      {[24, 62, 100].map((x) => box(x, 24))}
      {[24, 62].map((x) => box(x, 58))}
      {[43, 81].map((x) => box(x, 88))}
    </svg>
  );
}

export function SealedPackArt() {
  return (
    <svg {...svgProps}>
      <rect width="160" height="120" rx="12" fill="#f3f1ee" />
      <rect
        x="22"
        y="20"
        width="116"
        height="80"
        rx="10"
        fill="#fff"
        stroke={STEEL}
        strokeWidth="3"
        strokeDasharray="6 3"
      />
      <Meat x={36} y={34} fill={MEAT_RED} />
      <Meat x={66} y={50} fill={MEAT_RED} />
      <rect x="90" y="28" width="40" height="22" rx="3" fill="#fff" stroke="#444" strokeWidth="1.5" />
      <line x1="95" y1="35" x2="125" y2="35" stroke="#444" strokeWidth="2" />
      <line x1="95" y1="42" x2="115" y2="42" stroke="#444" strokeWidth="2" />
    </svg>
  );
}

export function BoxStackArt() {
  const box = (x: number, y: number, label: string) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="56" height="32" rx="3" fill="#c9a27a" stroke="#8c6a48" strokeWidth="2" />
      <rect x={x + 12} y={y + 9} width="32" height="14" fill="#fff" />
      <text x={x + 28} y={y + 20} fontSize="10" textAnchor="middle" fill="#222" fontFamily="system-ui, sans-serif">
        {label}
      </text>
    </g>
  );
  return (
    <svg {...svgProps}>
      <rect width="160" height="120" rx="12" fill="#f3f1ee" />
      {box(20, 76, '30 lb')}
      {box(84, 76, '20 lb')}
      {box(20, 42, '30 lb')}
      {box(84, 42, '20 lb')}
      {box(52, 8, '30 lb')}
    </svg>
  );
}

export function DarkMeatArt() {
  return (
    <svg {...svgProps}>
      <rect width="160" height="120" rx="12" fill="#f3f1ee" />
      <rect x="22" y="20" width="116" height="80" rx="10" fill="#ece9f3" stroke={STEEL} strokeWidth="3" />
      <Meat x={34} y={36} fill={MEAT_DARK} />
      <Meat x={64} y={52} fill="#5a2433" />
      <text x="130" y="36" fontSize="12" textAnchor="end" fill="#555" fontFamily="system-ui, sans-serif">
        O₂ ↓
      </text>
    </svg>
  );
}

export function BloomArt() {
  return (
    <svg {...svgProps}>
      <rect width="160" height="120" rx="12" fill="#fdf1ef" />
      <Meat x={6} y={52} fill={MEAT_RED} />
      <Meat x={26} y={74} fill="#d64535" />
      <g transform="translate(124 40)">
        <circle r="24" fill="#fff" stroke="#444" strokeWidth="3" />
        <path d="M0 0 L0 -17 A17 17 0 0 1 14.7 8.5 Z" fill="#f6c6be" />
        <line x1="0" y1="0" x2="0" y2="-15" stroke="#444" strokeWidth="3" strokeLinecap="round" />
        <line x1="0" y1="0" x2="11" y2="6" stroke="#444" strokeWidth="3" strokeLinecap="round" />
      </g>
      <text x="124" y="84" fontSize="13" textAnchor="middle" fill="#333" fontFamily="system-ui, sans-serif">
        15–30 min
      </text>
      <text x="30" y="36" fontSize="12" fill="#555" fontFamily="system-ui, sans-serif">
        O₂ ↑
      </text>
    </svg>
  );
}
