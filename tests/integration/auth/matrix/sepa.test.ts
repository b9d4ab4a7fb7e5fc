import { driveMatrix } from './drive';

driveMatrix('sepa');
