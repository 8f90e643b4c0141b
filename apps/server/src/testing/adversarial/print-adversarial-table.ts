// Prints the adversarial rows the test run recorded as one table (called by scripts/test.sh).
import { formatAdversarialTable, readAdversarialRows } from './adversarial-table.ts';

const rows = readAdversarialRows();
if (rows.length > 0) {
  console.log('› the adversarial table');
  console.log(formatAdversarialTable(rows));
}
