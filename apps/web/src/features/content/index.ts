// What other features may use of content: the home page's banners.

export { primeBanners } from './api/slide';
export { BannerCarousel } from './banner-carousel';
