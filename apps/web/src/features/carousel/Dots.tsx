import { useI18nContext } from '@wholesale/i18n';

export function Dots({ count, index, onGo }: { count: number; index: number; onGo: (i: number) => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="dot"
          aria-label={LL.carousel.goTo({ n: i + 1 })}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onGo(i)}
        />
      ))}
    </div>
  );
}
