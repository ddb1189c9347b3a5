// The origin folds names and titles with the same rule as search terms (shared/fold-text.ts).
export { foldText } from '../../shared/fold-text.ts';
