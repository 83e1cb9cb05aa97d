import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { findBridge } from './bridge';
import { createAppRouter } from './router';
import BridgeMissingView from './views/BridgeMissingView.vue';
import './styles/app.css';

// Without the preload there is nothing to talk to: say so instead of failing on the first call.
if (findBridge()) {
  createApp(App).use(createPinia()).use(createAppRouter()).mount('#app');
} else {
  createApp(BridgeMissingView).mount('#app');
}
