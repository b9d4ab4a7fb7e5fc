import { driveMatrix } from './drive';

driveMatrix('oversight');
