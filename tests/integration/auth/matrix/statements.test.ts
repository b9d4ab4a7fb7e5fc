import { driveMatrix } from './drive';

driveMatrix('statements');
