import 'fake-indexeddb/auto';
import '../src/contract/messages';
