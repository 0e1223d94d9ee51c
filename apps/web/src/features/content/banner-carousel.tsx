import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBanners } from './api/slide';
import './content.css';

const INTERVAL_MS = 5_000;

/**
 * The home banners: a scroll-snap strip (swipe, or it moves on every 5 s), no carousel library in
 * the first load. The box keeps the banners' 5:2 shape before they arrive, so nothing shifts.
 */
export function BannerCarousel() {
  const banners = useBanners();
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = banners.data?.length ?? 0;

  useEffect(() => {
    if (count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = strip.current;
      if (!el || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (banners.isSuccess && count === 0) return null;
  return (
    <section className="banners">
      <div
        className="banner-strip"
        ref={strip}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
      >
        {(banners.data ?? []).map((b, i) => (
          <button
            type="button"
            key={b.id}
            className="banner"
            data-testid="banner"
            onClick={() => b.link && navigate(b.link)}
            aria-label={b.title}
          >
            <img src={b.path} alt={b.title} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      </div>
      {count > 1 ? (
        <div className="banner-dots" aria-hidden="true">
          {banners.data?.map((b, i) => (
            <span key={b.id} className={i === index ? 'banner-dot active' : 'banner-dot'} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
