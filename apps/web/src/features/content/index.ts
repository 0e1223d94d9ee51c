// What other features may use of content: the home page's banners.
export { BannerCarousel } from './banner-carousel';
