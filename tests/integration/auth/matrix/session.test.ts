import { driveMatrix } from './drive';

driveMatrix('session');
