import { driveMatrix } from './drive';

driveMatrix('billing');
