// The home page.
export { HomePage } from './home-page';
