import { driveMatrix } from './drive';

driveMatrix('associations');
