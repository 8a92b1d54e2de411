export { FaqList } from './components/faq-list';
