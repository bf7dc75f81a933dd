export default definePageConfig({ navigationBarTitleText: '修改分红方式' });
