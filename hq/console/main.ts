import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { createConsoleRouter } from './router';
import './styles/console.css';
import './styles/lists.css';

createApp(App).use(createPinia()).use(createConsoleRouter()).mount('#app');
