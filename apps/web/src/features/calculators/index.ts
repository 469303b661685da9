// The executor fee and probate fee calculators (issue 19): public pages and inside an estate.
export type { CalcKind } from './calc-api';
export { CalculatorPage } from './calculator-page';
export { EstateCalculator } from './estate-calculator';
