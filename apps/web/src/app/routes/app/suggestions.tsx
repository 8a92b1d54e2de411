import { SuggestionsPage } from '@/features/suggestions';

export default SuggestionsPage;
