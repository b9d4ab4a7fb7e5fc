import { driveMatrix } from './drive';

driveMatrix('payments');
