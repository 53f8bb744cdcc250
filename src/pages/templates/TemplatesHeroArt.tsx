import classes from './TemplatesPage.module.css'

/** Decorative stack of template documents (no words, so nothing to translate). */
export function TemplatesHeroArt() {
  return (
    <div className={classes.heroArt} aria-hidden="true">
      <svg width="340" height="260" viewBox="0 0 340 260" focusable="false">
        <rect x="70" y="28" width="200" height="220" rx="14" fill="#cdeee2" transform="rotate(-7 170 138)" />
        <rect x="70" y="22" width="200" height="220" rx="14" fill="#9ddcc5" transform="rotate(5 170 132)" />
        <rect x="70" y="16" width="200" height="220" rx="14" fill="#fff" stroke="#bfe3d4" strokeWidth="2" />
        <rect x="92" y="40" width="80" height="10" rx="5" fill="var(--cs-brand)" />
        <rect x="92" y="60" width="150" height="7" rx="3.5" fill="#dbe7e2" />
        <rect x="92" y="74" width="120" height="7" rx="3.5" fill="#dbe7e2" />
        <rect x="92" y="98" width="156" height="10" rx="5" fill="#e6f7f1" />
        <rect x="92" y="98" width="62" height="10" rx="5" fill="#0b8a62" />
        <circle cx="100" cy="134" r="8" fill="var(--cs-brand)" />
        <path d="M96 134l3 3 5-6" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
        <rect x="116" y="130" width="110" height="8" rx="4" fill="#c9d6d1" />
        <circle cx="100" cy="164" r="8" fill="none" stroke="var(--cs-brand)" strokeWidth="2.5" />
        <path d="M100 156a8 8 0 010 16z" fill="var(--cs-brand)" />
        <rect x="116" y="160" width="96" height="8" rx="4" fill="#c9d6d1" />
        <circle cx="100" cy="194" r="8" fill="none" stroke="#6b7a74" strokeWidth="2" strokeDasharray="3 3" />
        <rect x="116" y="190" width="120" height="8" rx="4" fill="#dbe7e2" />
        <rect x="196" y="210" width="52" height="14" rx="7" fill="var(--cs-brand)" />
        <g transform="translate(250 24)">
          <circle r="22" fill="var(--cs-brand)" />
          <path d="M-2-10l2.6 6.6 6.6 2.6-6.6 2.6L-2 8.4l-2.6-6.6-6.6-2.6 6.6-2.6z" fill="#fff" />
        </g>
      </svg>
    </div>
  )
}
