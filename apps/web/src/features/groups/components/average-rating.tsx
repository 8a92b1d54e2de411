export { AverageRating, STAR_COLOR } from '@/components/average-rating';
